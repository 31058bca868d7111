//! Writes sample pictures and diagrams to `/tmp/render-samples/` (or the directory
//! given as the first argument), so they can be looked at.

use parlor_games::AnyGame;
use parlor_render::samples;
use std::path::PathBuf;

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/render-samples".to_owned()),
    );
    std::fs::create_dir_all(&dir)?;
    let games = [
        ("hot-spot-placement", AnyGame::HotSpot(samples::hot_spot_placement())),
        ("hot-spot-mid-game", AnyGame::HotSpot(samples::hot_spot_mid_game())),
        ("hot-spot-game-over", AnyGame::HotSpot(samples::hot_spot_game_over())),
        ("trespass-secrets", AnyGame::Trespass(samples::trespass_secrets())),
        ("trespass-mid-game", AnyGame::Trespass(samples::trespass_mid_game())),
        ("trespass-game-over", AnyGame::Trespass(samples::trespass_game_over())),
        (
            "number-one-placement",
            AnyGame::NumberOne(samples::number_one_placement()),
        ),
        ("number-one-start", AnyGame::NumberOne(samples::number_one_start())),
        (
            "number-one-3-players",
            AnyGame::NumberOne(samples::number_one_three_players()),
        ),
        (
            "number-one-4-players",
            AnyGame::NumberOne(samples::number_one_four_players()),
        ),
        (
            "number-one-game-over",
            AnyGame::NumberOne(samples::number_one_game_over()),
        ),
    ];
    for (name, game) in games {
        let started = std::time::Instant::now();
        let png = parlor_render::picture(&game, &[]);
        let elapsed = started.elapsed();
        let path = dir.join(format!("{name}.png"));
        std::fs::write(&path, &png)?;
        println!("{} ({} bytes, {elapsed:.2?})", path.display(), png.len());
        println!("{}", parlor_render::diagram(&game, &[]));
    }
    Ok(())
}
