//! Writes every picture (PNG), alt text and diagram of the bench's seeded games
//! (`samples::sequences`, three seeds of 30 positions) in every language to a
//! directory, so that a change to a drawing can be checked byte for byte: run
//! it before and after, then `diff -r BEFORE AFTER`.
//!
//! `cargo run --release -p parlor-render --example fingerprint DIR`

use parlor_games::i18n::Locale;
use parlor_render::samples;
use std::path::PathBuf;

fn main() -> std::io::Result<()> {
    let Some(dir) = std::env::args().nth(1).map(PathBuf::from) else {
        eprintln!("fingerprint: give the directory to write to");
        std::process::exit(2);
    };
    std::fs::create_dir_all(&dir)?;
    let names = samples::CROWN_ANCHOR_NAMES;
    for locale in Locale::ALL {
        for seed in [500u64, 501, 502] {
            for (name, games) in samples::sequences(seed, 30) {
                let stem = format!("{}-{}-{seed}", name.replace([' ', ','], ""), locale.code());
                let mut words = String::new();
                for (k, game) in games.iter().enumerate() {
                    let (png, alt) = parlor_render::picture_and_alt_text(game, &names, locale);
                    std::fs::write(dir.join(format!("{stem}-{k}.png")), png)?;
                    words.push_str(&alt);
                    words.push('\n');
                    words.push_str(&parlor_render::diagram(game, &names));
                    words.push('\n');
                }
                std::fs::write(dir.join(format!("{stem}.txt")), words)?;
            }
        }
    }
    Ok(())
}
