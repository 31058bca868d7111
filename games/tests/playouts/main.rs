//! The engines' integration tests in one test binary (one link instead of one per
//! file): property tests over seeded random playouts — what every game keeps, in
//! one loop over the registry (`every_game`), and beside it what only one game
//! keeps, one module per game.

mod every_game;
mod hot_spot;
mod number_one;
mod tournament_pairings;
mod trespass;
