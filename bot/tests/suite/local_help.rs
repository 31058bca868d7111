//! `parlor local --help` documents the line syntax and every directive, so a
//! script's author needs no README.

use std::process::Command;

#[test]
fn local_help_documents_the_lines_and_every_directive() {
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--help"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for needed in [
        "MEMBER /command option:value",
        "MEMBER [Label]",
        "# comment",
        "--json",
        "image_error",
    ] {
        assert!(help.contains(needed), "no {needed:?} in\n{help}");
    }
    for (directive, _) in parlor::local::DIRECTIVES {
        assert!(
            help.lines().any(|l| l.trim_start().starts_with(directive)),
            "{directive} is not explained in\n{help}"
        );
        // And each one documented is one the parser knows.
        let parsed = parlor::local::parse_line(directive);
        assert!(
            !matches!(&parsed, Err(e) if e.contains("unknown directive")),
            "{directive}: {parsed:?}"
        );
    }
    assert_eq!(parlor::local::DIRECTIVES.len(), 13);
}
