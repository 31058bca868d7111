//! The web companion's addresses (issue 34), written once: the routes match
//! them and the table's posts (game over, `/history`, `/replay`, tournament
//! posts) link them.
//!
//! Every page of a server lives under `/s/<server id>/`: `g/<game id>` (a
//! game, `g/<id>/<n>` its position after `n` actions for browsers without
//! script), `t/<id>` (a tournament), `m/<member id>` (a member),
//! `lb/<game>` (a leaderboard).

/// The server's page.
pub fn server(public_url: &str, server: &str) -> String {
    format!("{}/s/{server}/", public_url.trim_end_matches('/'))
}

/// A game's page.
pub fn game(public_url: &str, server: &str, id: i64) -> String {
    format!("{}/s/{server}/g/{id}", public_url.trim_end_matches('/'))
}

/// A tournament's page.
pub fn tournament(public_url: &str, server: &str, id: i64) -> String {
    format!("{}/s/{server}/t/{id}", public_url.trim_end_matches('/'))
}

/// A member's page.
pub fn member(public_url: &str, server: &str, member: u64) -> String {
    format!("{}/s/{server}/m/{member}", public_url.trim_end_matches('/'))
}

/// A game's leaderboard.
pub fn leaderboard(public_url: &str, server: &str, game: &str) -> String {
    format!("{}/s/{server}/lb/{game}", public_url.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    #[test]
    fn addresses_are_under_the_server_and_never_double_a_slash() {
        assert_eq!(super::game("https://p.example/", "42", 7), "https://p.example/s/42/g/7");
        assert_eq!(
            super::server("http://127.0.0.1:8080", "42"),
            "http://127.0.0.1:8080/s/42/"
        );
        assert_eq!(
            super::member("https://p.example", "42", 9),
            "https://p.example/s/42/m/9"
        );
    }
}
