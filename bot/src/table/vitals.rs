//! What the health and metrics endpoints (issue 36) read from the table: the
//! live sessions by game and status, what waits in the outbox, and the name a
//! button or menu press is counted under. Read-only; nothing here changes a
//! session.

use super::base::{lock, ChannelSlot, Table};
use super::session;
use crate::store::{OutboxBacklog, Status, StoreError};
use parlor_games::GameKind;

/// Every name [`control_name`] gives a session's button, by its action.
const SESSION_BUTTONS: [(&str, &str); 13] = [
    ("accept", "button:accept"),
    ("decline", "button:decline"),
    ("join", "button:join"),
    ("leave", "button:leave"),
    ("start", "button:start"),
    ("add-parlor", "button:add-parlor"),
    ("remove-parlor", "button:remove-parlor"),
    ("roll", "button:roll"),
    ("rematch", "button:rematch"),
    ("draw", "button:draw"),
    ("end", "button:end"),
    ("bet", "button:bet"),
    ("chip", "button:chip"),
];

/// The name a control is counted under (issue 36's metrics): `button:` and
/// the action of a session's button (`button:accept`, `button:bet` for every
/// design), `button:tournament-join` / `-leave`, `menu:secret` for a secret
/// pick's menu, and `button:other` / `menu:other` for an id the table never
/// made — a bounded set whatever a client sends.
pub fn control_name(custom_id: &str, menu: bool) -> &'static str {
    if menu {
        return match session::parse_button(custom_id) {
            Some((_, "secret")) => "menu:secret",
            _ => "menu:other",
        };
    }
    if let Some((_, action)) = custom_id.strip_prefix('t').and_then(|rest| rest.split_once(':')) {
        return match action {
            "join" => "button:tournament-join",
            "leave" => "button:tournament-leave",
            _ => "button:other",
        };
    }
    let Some((_, action)) = session::parse_button(custom_id) else {
        return "button:other";
    };
    let head = action.split_once(':').map_or(action, |(head, _)| head);
    SESSION_BUTTONS
        .iter()
        .find(|(known, _)| *known == head)
        .map_or("button:other", |(_, name)| name)
}

impl Table {
    /// The sessions this process holds, counted by game and status
    /// (challenge or playing), every pair listed (zeros too), in a fixed
    /// order. Takes each channel's lock in turn: call off the async runtime.
    pub fn live_games(&self) -> Vec<(GameKind, Status, usize)> {
        let mut counts: Vec<(GameKind, Status, usize)> = GameKind::ALL
            .iter()
            .flat_map(|&kind| [(kind, Status::Challenge, 0), (kind, Status::Playing, 0)])
            .collect();
        let slots: Vec<ChannelSlot> = lock(&self.channels).values().cloned().collect();
        for slot in slots {
            let Some((kind, status)) = lock(&slot).as_ref().map(|s| (s.kind, s.record.status)) else {
                continue;
            };
            if let Some(count) = counts.iter_mut().find(|(k, s, _)| *k == kind && *s == status) {
                count.2 += 1;
            }
        }
        counts
    }

    /// What waits in the outbox ([`crate::store::Store::outbox_backlog`]):
    /// one cheap read with the store held, which is also the health check's
    /// proof that the store answers. Blocking: call off the async runtime.
    pub fn outbox_backlog(&self) -> Result<OutboxBacklog, StoreError> {
        lock(&self.store).outbox_backlog()
    }

    /// The store, held: for the health checks' tests, a stuck store.
    #[cfg(test)]
    pub(crate) fn store_for_tests(&self) -> std::sync::MutexGuard<'_, Box<dyn crate::store::Store>> {
        lock(&self.store)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_control_the_table_makes_has_a_name_and_anything_else_is_other() {
        for (id, name) in [
            ("s12:accept", "button:accept"),
            ("s12:add-parlor", "button:add-parlor"),
            ("s3:bet:heart", "button:bet"),
            ("s3:chip:25", "button:chip"),
            ("s9:rematch", "button:rematch"),
            ("t4:join", "button:tournament-join"),
            ("t4:leave", "button:tournament-leave"),
            ("t4:shout", "button:other"),
            ("s1:whatever-a-client-sends", "button:other"),
            ("nonsense", "button:other"),
        ] {
            assert_eq!(control_name(id, false), name, "{id}");
        }
        assert_eq!(control_name("s5:secret", true), "menu:secret");
        assert_eq!(control_name("s5:other", true), "menu:other");
        for (action, name) in SESSION_BUTTONS {
            assert_eq!(control_name(&format!("s1:{action}"), false), name);
        }
    }
}
