//! The engines' integration tests in one test binary (one link instead of one per
//! file): property tests over seeded random playouts, one module per game.

mod hot_spot;
mod number_one;
mod trespass;
