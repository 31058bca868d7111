//! `/web show|hide|status` over the fake Discord (issue 34): registered once
//! from its declaration, for servers only, with its subcommands' names in
//! every language; answered privately with the member's page link when the
//! server's pages are on and served; and the same interaction applied once.

use super::*;
use crate::support::requests::{id, request};
use parlor::table::{Audience, Command};
use serde_json::json;

/// A Parlor whose pages are served at `https://parlor.example.org` and on by
/// default.
fn with_pages() -> TableSettings {
    TableSettings {
        web: true,
        web_url: Some("https://parlor.example.org".into()),
        ..TableSettings::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_registers_for_servers_with_three_subcommands_named_in_every_language() {
    let bot = connect(None).await;
    let registered = bot.registered.json().unwrap();
    let web = registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "web")
        .cloned()
        .expect("/web is registered");
    assert_eq!(web["contexts"], json!([0]), "only in servers: {web:#}");
    assert_eq!(web["integration_types"], json!([0]), "{web:#}");
    assert!(
        web["default_member_permissions"].is_null(),
        "every member may use it: {web:#}"
    );
    let subs: Vec<(&str, &Value)> = web["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            assert_eq!(o["type"], 1, "a subcommand: {o:#}");
            (o["name"].as_str().unwrap(), &o["name_localizations"])
        })
        .collect();
    let names: Vec<&str> = subs.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, ["show", "hide", "status"]);
    assert_eq!(subs[1].1["es-ES"], "ocultar", "{web:#}");
    assert_eq!(subs[1].1["fr"], "masquer", "{web:#}");
    assert!(
        !web["description"].as_str().unwrap_or_default().is_empty(),
        "described: {web:#}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_hide_answers_privately_with_the_member_page_and_keeps_the_flag() {
    let bot = connect_with(None, with_pages(), discord::TIMER_PERIOD).await;
    let fake = &bot.fake;
    let alice = alice();
    fake.add_member(&alice);
    let (_, callback) = fake
        .interact(fake.slash(
            &alice,
            "web",
            vec![json!({"name": "hide", "type": 1, "options": []})],
            &[],
        ))
        .await;
    let answer = response(&callback)["data"].clone();
    assert!(is_ephemeral(&answer), "only alice reads it: {answer:#}");
    let page = format!("https://parlor.example.org/s/{GUILD_ID}/m/{}", alice.id);
    assert_eq!(
        answer["content"],
        format!("Your member page is hidden: <{page}> shows nothing (/web show brings it back).")
    );
    let mut store = parlor::store::SqliteStore::open_read_only(&bot.dir.path().join("parlor.db")).unwrap();
    use parlor::store::Store as _;
    assert!(store.web_hidden(&GUILD_ID.to_string(), alice.id).unwrap());

    let (_, callback) = fake
        .interact(fake.slash(
            &alice,
            "web",
            vec![json!({"name": "status", "type": 1, "options": []})],
            &[],
        ))
        .await;
    let answer = response(&callback)["data"].clone();
    assert!(is_ephemeral(&answer), "{answer:#}");
    assert_eq!(
        answer["content"],
        format!(
            "Your member page is hidden: <{page}> shows nothing (/web show brings it back).\n\
             This server's pages: <https://parlor.example.org/s/{GUILD_ID}/>"
        )
    );
}

#[test]
fn the_same_web_interaction_is_applied_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(&dir.path().join("p.db")).unwrap();
    let table = Table::open(Box::new(store), with_pages(), Seeds::Fixed(1)).unwrap();
    let hide = table.handle(request("general", "alice", Command::WebHide, Some("i-1")), 1_000);
    assert!(hide[0].ok && hide[0].to == Audience::Ephemeral, "{hide:#?}");
    assert!(hide[0].text.starts_with("Your member page is hidden"), "{hide:#?}");
    table.handle(request("general", "alice", Command::WebShow, Some("i-2")), 2_000);
    // The hide delivered again does not hide the page shown since.
    let again = table.handle(request("general", "alice", Command::WebHide, Some("i-1")), 3_000);
    assert_eq!(again[0].text, "That was already done.");
    let status = table.handle(request("general", "alice", Command::WebStatus, None), 4_000);
    assert!(
        status[0].text.starts_with(&format!(
            "Your member page is shown: <https://parlor.example.org/s/guild/m/{}>",
            id("alice")
        )),
        "{status:#?}"
    );
}
