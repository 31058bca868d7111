//! A post's stored form in the outbox (issue 20): what a reply keeps to be
//! sent later (text, pings, buttons, the picture and files as base64), and the
//! way back. `outbox.rs` is the outbox itself.

use super::api::{Attachment, Audience, Button, ButtonStyle, ChannelKey, Lazy, Mention, Picture, Reply, RoleSync};
use crate::name::Name;
use crate::store::{BoardRef, OutboxPost};
use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use serde::{Deserialize, Serialize};

/// A reply as the outbox keeps it.
#[derive(Serialize, Deserialize)]
struct Post {
    text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    mentions: Vec<(u64, String)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    buttons: Vec<(String, String, u8)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    picture: Option<StoredPicture>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    files: Vec<(String, String, String)>,
    /// A tournament's game waiting for its thread, and the thread's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    board: Option<BoardRef>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    thread: Option<String>,
    /// A rank role job (issue 32): a member whose rank role to bring up to date.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    roles: Option<RoleSync>,
}

#[derive(Serialize, Deserialize)]
struct StoredPicture {
    file_name: String,
    title: String,
    description: String,
    png: String,
}

fn style_number(style: ButtonStyle) -> u8 {
    match style {
        ButtonStyle::Primary => 0,
        ButtonStyle::Secondary => 1,
        ButtonStyle::Success => 2,
        ButtonStyle::Danger => 3,
    }
}

fn style_of(number: u8) -> ButtonStyle {
    match number {
        0 => ButtonStyle::Primary,
        2 => ButtonStyle::Success,
        3 => ButtonStyle::Danger,
        _ => ButtonStyle::Secondary,
    }
}

/// `reply` as outbox post `id` to `channel`.
pub(super) fn stored(id: i64, channel: &ChannelKey, reply: &Reply) -> OutboxPost {
    OutboxPost {
        id,
        channel: channel.0.clone(),
        post: encode(reply),
    }
}

/// The stored form of a reply to post.
pub(super) fn encode(reply: &Reply) -> String {
    let post = Post {
        text: reply.text.clone(),
        mentions: reply
            .mentions
            .iter()
            .map(|m| (m.id, m.name.as_str().to_string()))
            .collect(),
        buttons: reply
            .buttons
            .iter()
            .map(|b| (b.label.clone(), b.custom_id.clone(), style_number(b.style)))
            .collect(),
        picture: reply.picture.as_ref().map(|p| StoredPicture {
            file_name: p.file_name.clone(),
            title: p.title.clone(),
            description: p.description.clone(),
            png: STANDARD.encode(&p.png),
        }),
        files: reply
            .files
            .iter()
            .map(|f| (f.file_name.clone(), f.description.clone(), STANDARD.encode(&f.bytes)))
            .collect(),
        board: reply.board,
        thread: reply.board.and(reply.thread.clone()),
        roles: reply.roles.clone(),
    };
    serde_json::to_string(&post).expect("a post serialises")
}

/// A stored post as a reply to send (`to`: where it goes), or why it can't be
/// read.
pub fn decode(json: &str, to: Audience) -> Result<Reply, String> {
    let post: Post = serde_json::from_str(json).map_err(|e| format!("not a stored post: {e}"))?;
    let bytes = |text: &str| {
        STANDARD
            .decode(text)
            .map_err(|e| format!("bad base64 in a stored post: {e}"))
    };
    let mut reply = Reply::to(to, post.text);
    reply.board = post.board;
    reply.thread = post.thread;
    reply.roles = post.roles;
    reply.mentions = post
        .mentions
        .into_iter()
        .map(|(id, name)| Mention {
            id,
            name: Name::new(name),
        })
        .collect();
    reply.buttons = post
        .buttons
        .into_iter()
        .map(|(label, custom_id, style)| Button {
            label,
            custom_id,
            style: style_of(style),
        })
        .collect();
    if let Some(p) = post.picture {
        reply.picture = Some(Picture {
            file_name: p.file_name,
            png: bytes(&p.png)?,
            title: p.title,
            description: p.description,
            diagram: Lazy::new(String::new),
        });
    }
    for (file_name, description, data) in post.files {
        reply.files.push(Attachment {
            file_name,
            description,
            bytes: bytes(&data)?,
        });
    }
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_post_reads_back_as_the_reply_it_was() {
        let mut reply = Reply::to(Audience::Channel, "bob's turn timer ran out; alice may /claim the win.");
        reply.mentions.push(Mention {
            id: 7,
            name: Name::new("alice"),
        });
        reply.buttons.push(Button {
            label: "Rematch".into(),
            custom_id: "s3:rematch".into(),
            style: ButtonStyle::Success,
        });
        reply.picture = Some(Picture {
            file_name: "checkers.png".into(),
            png: vec![137, 80, 78, 71, 0, 255],
            title: "Checkers".into(),
            description: "alice to move".into(),
            diagram: Lazy::new(String::new),
        });
        reply.files.push(Attachment {
            file_name: "game-3.pdn".into(),
            description: "moves".into(),
            bytes: b"1. 11-15".to_vec(),
        });
        let back = decode(&encode(&reply), Audience::Channel).unwrap();
        assert_eq!(back.text, reply.text);
        assert_eq!(back.mentions, reply.mentions);
        assert_eq!(back.buttons, reply.buttons);
        assert_eq!(back.files, reply.files);
        let (a, b) = (back.picture.unwrap(), reply.picture.unwrap());
        assert_eq!((a.png, a.title, a.description), (b.png, b.title, b.description));
        assert!(decode("{not json", Audience::Channel).is_err());
        let mut job = Reply::to(Audience::Channel, "");
        job.roles = Some(RoleSync {
            server: "5".into(),
            member: 7,
        });
        assert_eq!(decode(&encode(&job), Audience::Channel).unwrap().roles, job.roles);
    }
}
