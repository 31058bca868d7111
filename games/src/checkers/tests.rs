//! Rules tests, each named after the rule it checks.

use super::*;

#[test]
fn perft_from_the_start_matches_the_known_counts() {
    let game = Checkers::start();
    let expected = [7, 49, 302, 1469, 7361, 36768, 179740];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(game.perft(depth as u32 + 1), nodes, "depth {}", depth + 1);
    }
}
