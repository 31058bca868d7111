//! Chip amounts written for players: digits grouped by thousands ("12,500"), and
//! "1 chip" / "2 chips". One place for the engines' refusals, the pictures and
//! the bot's replies.

/// 1234567 → "1,234,567"; -1500 → "-1,500".
pub fn grouped(n: i128) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// "1 chip", "1,000 chips".
pub fn chips(n: i128) -> String {
    format!("{} chip{}", grouped(n), if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_group_by_thousands_and_one_chip_is_singular() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(grouped(-1500), "-1,500");
        assert_eq!(grouped(1_000_000_000_000_000), "1,000,000,000,000,000");
        assert_eq!(chips(1), "1 chip");
        assert_eq!(chips(0), "0 chips");
        assert_eq!(chips(12_500), "12,500 chips");
    }
}
