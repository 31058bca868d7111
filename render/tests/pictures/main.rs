//! The pictures of every game, as players get them: one test binary, a module
//! per painter.

mod png;
mod svg;
