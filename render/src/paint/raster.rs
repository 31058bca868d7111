//! The PNG painter: a scene's items replayed through [`Surface`] onto pixels.
//!
//! A layer is painted once, on a [`Sketch`] (4× supersampled), and kept with
//! the palette the PNG encoder learns over it ([`Palette::learn`], from the
//! layer's sample scenes); a symbol is sketched once into a sprite and kept.
//! A picture is a copy of its layer's pixels with the scene's items painted
//! over it: symbols blitted, text through kept coverage, rounded shapes
//! through kept sprites, polygons and paths with imageproc's anti-aliased
//! polygons ([`Surface`] for [`RgbImage`]).

use crate::encode::{encode_rgb, Palette};
use crate::scene::{Item, Layer, Scene, Shape, Symbol};
use crate::style::{self, colour, Sketch, Sprite, Surface};
use image::RgbImage;
use rustc_hash::FxHashMap;
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

/// The PNG of `scene`: over a layer, a palette PNG with the layer's learned
/// palette; otherwise an RGB one. The same scene always gives the same bytes.
pub fn png(scene: &Scene) -> Vec<u8> {
    let pixels = canvas(scene);
    match scene.background {
        Some(layer) => {
            let kept = kept(layer);
            kept.palette.get_or_init(|| learn(layer, kept)).encode(&pixels)
        }
        None => encode_rgb(&pixels),
    }
}

/// The pixels of `scene`, before encoding. A scene larger than its layer (a
/// review's picture, with a legend under the board) has the layer's paper
/// round the layer's pixels.
pub fn canvas(scene: &Scene) -> RgbImage {
    let mut img = match scene.background {
        Some(layer) if (layer.scene.width, layer.scene.height) != (scene.width, scene.height) => {
            let paper = layer.scene.paper.unwrap_or(colour::PAPER);
            let mut img = RgbImage::from_pixel(scene.width, scene.height, paper);
            image::imageops::replace(&mut img, &kept(layer).background, 0, 0);
            img
        }
        Some(layer) => kept(layer).background.clone(),
        None => RgbImage::from_pixel(scene.width, scene.height, scene.paper.unwrap_or(colour::PAPER)),
    };
    paint(&mut img, &scene.items, 0.0, 0.0);
    img
}

/// A layer painted, and the palette learned over it.
struct Kept {
    background: RgbImage,
    palette: OnceLock<Palette>,
}

/// Painted layers by address (layers live in statics). A few dozen at most
/// (layouts × languages), kept for the life of the process.
static LAYERS: LazyLock<Mutex<FxHashMap<usize, &'static Kept>>> = LazyLock::new(Mutex::default);

/// Sketched symbols by address (symbols live in statics).
static SPRITES: LazyLock<Mutex<FxHashMap<usize, Arc<Sprite>>>> = LazyLock::new(Mutex::default);

fn kept(layer: &'static Layer) -> &'static Kept {
    let key = std::ptr::from_ref(layer) as usize;
    if let Some(kept) = LAYERS.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
        return kept;
    }
    let scene = &layer.scene;
    let mut sketch = Sketch::filled(scene.width, scene.height, scene.paper.unwrap_or(colour::PAPER));
    paint(&mut sketch, &scene.items, 0.0, 0.0);
    let painted = Kept {
        background: sketch.finish_rgb(),
        palette: OnceLock::new(),
    };
    LAYERS
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .entry(key)
        .or_insert_with(|| Box::leak(Box::new(painted)))
}

/// The palette of `layer`'s pictures, learned from its sample scenes.
fn learn(layer: &'static Layer, kept: &'static Kept) -> Palette {
    let samples: Vec<RgbImage> = (layer.palette_samples)(layer.locale).iter().map(canvas).collect();
    Palette::learn(&kept.background, &samples)
}

/// The sprite of `symbol`, sketched the first time.
fn sprite(symbol: &'static Symbol) -> Arc<Sprite> {
    let key = std::ptr::from_ref(symbol) as usize;
    if let Some(sprite) = SPRITES.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
        return Arc::clone(sprite);
    }
    let scene = &symbol.scene;
    let mut sketch = match scene.paper {
        Some(paper) => Sketch::filled(scene.width, scene.height, paper),
        None => Sketch::new(scene.width, scene.height),
    };
    paint(&mut sketch, &scene.items, 0.0, 0.0);
    let sprite = Arc::new(sketch.sprite());
    SPRITES
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert(key, Arc::clone(&sprite));
    sprite
}

/// What a painter paints on: a [`Surface`] that can also place symbols and pixels.
trait Canvas: Surface {
    /// Paints `symbol` with its top-left corner at (`x`, `y`).
    fn place(&mut self, symbol: &'static Symbol, x: f32, y: f32);
}

/// A picture's pixels: symbols are blitted from their kept sprites.
impl Canvas for RgbImage {
    fn place(&mut self, symbol: &'static Symbol, x: f32, y: f32) {
        style::blit(self, &sprite(symbol), x.round() as i32, y.round() as i32);
    }
}

/// A sketch (a layer's or a symbol's): symbols are sketched in place.
impl Canvas for Sketch {
    fn place(&mut self, symbol: &'static Symbol, x: f32, y: f32) {
        paint(self, &symbol.scene.items, x, y);
    }
}

/// Paints `items` on `canvas`, moved by (`dx`, `dy`).
fn paint(canvas: &mut impl Canvas, items: &[Item], dx: f32, dy: f32) {
    let moved = |points: &[(f32, f32)]| -> Vec<(f32, f32)> { points.iter().map(|&(x, y)| (x + dx, y + dy)).collect() };
    for item in items {
        match &item.shape {
            Shape::Fill { rect, ink } => canvas.fill_round_rect(rect.shift(dx, dy), ink.colour, ink.alpha),
            Shape::Stroke { rect, width, ink } => {
                canvas.stroke_round_rect(rect.shift(dx, dy), *width, ink.colour, ink.alpha)
            }
            Shape::Polygon { points, ink } if dx == 0.0 && dy == 0.0 => {
                canvas.fill_polygon(points, ink.colour, ink.alpha)
            }
            Shape::Polygon { points, ink } => canvas.fill_polygon(&moved(points), ink.colour, ink.alpha),
            Shape::Polyline { points, width, ink } if dx == 0.0 && dy == 0.0 => {
                canvas.stroke_polyline(points, *width, ink.colour, ink.alpha)
            }
            Shape::Polyline { points, width, ink } => {
                canvas.stroke_polyline(&moved(points), *width, ink.colour, ink.alpha)
            }
            Shape::Text(text) => {
                canvas.text(text.style, text.x + dx, text.baseline + dy, &text.text);
            }
            Shape::Use { symbol, x, y } => canvas.place(symbol, x + dx, y + dy),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Role;
    use crate::style::RoundRect;
    use parlor_games::i18n::Locale;

    static DOT: LazyLock<Symbol> = LazyLock::new(|| {
        let mut scene = Scene::new(10, 10);
        scene.fill_round_rect(RoundRect::circle(5.0, 5.0, 4.0), colour::CAPTURE, 1.0);
        Symbol::new("test-dot", scene)
    });

    static LAYER: LazyLock<Layer> = LazyLock::new(|| {
        let mut scene = Scene::on_paper(40, 30, colour::PANEL);
        scene.fill_round_rect(RoundRect::from_corner(0.0, 0.0, 40.0, 10.0, 0.0), colour::INK, 1.0);
        Layer::new("test-layer", Locale::En, scene, |_| Vec::new())
    });

    #[test]
    fn a_scene_is_painted_over_its_layer_with_its_symbols() {
        let mut scene = Scene::over(&LAYER);
        scene.role(Role::Decoration).place(&DOT, 20.0, 15.0);
        let img = canvas(&scene);
        assert_eq!(img.dimensions(), (40, 30));
        assert_eq!(img.get_pixel(5, 5), &colour::INK);
        assert_eq!(img.get_pixel(5, 25), &colour::PANEL);
        assert_eq!(img.get_pixel(25, 20), &colour::CAPTURE);
        let png = png(&scene);
        let back = image::load_from_memory(&png).expect("a PNG").to_rgb8();
        assert_eq!(back.get_pixel(25, 20), &colour::CAPTURE);
    }
}
