//! Every integration test of the `parlor` crate, in one test binary.
//!
//! One binary instead of one per file: each test binary links serenity, tokio
//! and SQLite, so two dozen of them made `cargo test` spend most of its time
//! linking. Each file is still its own module with its own doc comment; run one
//! with `cargo test -p parlor --test suite <module>::` (e.g. `crash::`).

mod pipes;
mod support;

mod backup;
mod bench;
mod catalog;
mod chip_limit;
mod cli;
mod container;
mod crash;
mod crown_wording;
mod discord_adapter;
mod fuzz;
mod ledger;
mod local_badges;
mod local_bounds;
mod local_chips;
mod local_games;
mod local_help;
mod local_hot_spot;
mod local_images;
mod local_languages;
mod local_line_checkers;
mod local_parlor;
mod local_private;
mod local_puzzle;
mod local_rank_roles;
mod local_review;
mod local_seasons;
mod local_settings;
mod local_table_locales;
mod local_test_command;
mod local_test_game;
mod local_tournament;
mod local_web;
mod long_replies;
mod module_cycles;
mod one_process;
mod races;
mod records;
mod replays;
mod table_flow;
mod token_hygiene;
mod unreadable_record;
mod web_browser;
mod web_cdp;
mod web_guard;
mod web_html;
mod web_http;
mod web_live;
mod web_pages;
