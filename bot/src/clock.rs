//! Time as the bot counts it, shared by the table and the store.

/// Milliseconds since the Unix epoch, from the table's clock.
pub type Millis = i64;

/// Parses a duration like `90s`, `10m`, `25h`, `7d` (a bare number is seconds).
pub fn parse_duration(text: &str) -> Option<std::time::Duration> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().ok()?;
    let secs = match unit.trim() {
        "" | "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return None,
    };
    n.checked_mul(secs).map(std::time::Duration::from_secs)
}
