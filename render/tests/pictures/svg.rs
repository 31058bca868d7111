//! Every sample position of every game, in every language, painted to SVG: a
//! well-formed document of the PNG's size whose accessible name is the PNG's
//! alt text, every symbol it uses defined, and every line of text of the scene
//! written as SVG text.

use parlor_games::i18n::Locale;
use parlor_games::GameKind;
use parlor_render::scene::Scene;
use parlor_render::{paint, samples};
use roxmltree::{Document, Node};

/// Names a document must escape, and one with a control character it must drop.
const NAMES: &[&str] = &["Ann & <Bo>", "\"Zed\" O'Neil", "Cy\u{7}", "Dora"];

/// Every line of text a scene draws, its symbols' included.
fn scene_texts(scene: &Scene) -> Vec<String> {
    let mut texts: Vec<String> = scene.texts().map(|(_, text)| text.text.replace('\u{7}', "")).collect();
    for symbol in scene.symbols() {
        texts.extend(symbol.scene.texts().map(|(_, text)| text.text.clone()));
    }
    texts
}

#[test]
fn the_samples_hold_every_game_players_are_offered() {
    let gallery = samples::gallery();
    for kind in GameKind::offered() {
        assert!(
            gallery.iter().any(|(_, game)| game.kind() == kind),
            "no sample of {kind:?}"
        );
    }
}

#[test]
fn every_sample_paints_to_well_formed_svg_holding_its_alt_text_and_its_words() {
    for locale in Locale::ALL {
        for (name, game) in samples::gallery() {
            let scene = parlor_render::scene(&game, NAMES, locale);
            let svg = paint::svg(&scene);
            let doc = Document::parse(&svg).unwrap_or_else(|e| panic!("{name} {locale:?}: {e}"));
            let root = doc.root_element();
            assert!(root.has_tag_name(("http://www.w3.org/2000/svg", "svg")), "{name}");

            // The PNG's size and alt text.
            let png = parlor_render::picture(&game, NAMES, locale);
            let (w, h) = image::load_from_memory(&png).expect("a PNG").to_rgb8().dimensions();
            assert_eq!(root.attribute("width"), Some(w.to_string().as_str()), "{name}");
            assert_eq!(root.attribute("height"), Some(h.to_string().as_str()), "{name}");
            let alt = parlor_render::alt_text(&game, NAMES, locale).replace('\u{7}', "");
            assert_eq!(root.attribute("aria-label"), Some(alt.as_str()), "{name} {locale:?}");
            let title = root.children().find(|n| n.has_tag_name("title")).expect("a title");
            assert_eq!(title.text(), Some(alt.as_str()), "{name} {locale:?}");

            // Every symbol placed is defined.
            let ids: Vec<&str> = root
                .descendants()
                .filter(|n| n.has_tag_name("symbol"))
                .filter_map(|n| n.attribute("id"))
                .collect();
            for used in root.descendants().filter(|n| n.has_tag_name("use")) {
                let href = used.attribute("href").expect("an href");
                assert!(ids.contains(&&href[1..]), "{name}: {href} is not defined");
            }

            // Every line of the scene's text is written as SVG text.
            let mut written: Vec<&str> = root
                .descendants()
                .filter(|n: &Node| n.has_tag_name("text"))
                .map(|n| n.text().unwrap_or_default())
                .collect();
            for text in scene_texts(&scene) {
                let at = written
                    .iter()
                    .position(|w| *w == text)
                    .unwrap_or_else(|| panic!("{name} {locale:?}: {text:?} is not in the SVG"));
                written.swap_remove(at);
            }
        }
    }
}
