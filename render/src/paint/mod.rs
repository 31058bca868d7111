//! The painters: any [`crate::scene::Scene`] to a PNG ([`png()`], through imageproc on `image`
//! buffers and the [`crate::encode`] palettes) or to an SVG document ([`svg`]).
//! Neither knows which game it paints.

mod raster;
mod vector;

pub use raster::{canvas, png};
pub use vector::svg;
