//! Tic-tac-toe, compiled only with the `test-game` feature: the proof that adding
//! a game to Parlor is this one `impl Game` and one registry line. Nothing else in
//! the workspace names it; the bot's tests play it through `parlor local --json`.
//!
//! Rules: X (seat 1) and O (seat 2) take turns marking an empty square of a 3×3
//! grid, files a–c and ranks 1–3 (`b2`); three marks in a row, column or diagonal
//! win; a full grid with no line is a draw.

use crate::game::{Game, Spec};
use crate::i18n::{Localize, Msg};
use crate::msg;
use crate::{OptionsError, Outcome, Rng, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The eight lines of three, as square indices (0 = a1, 8 = c3).
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A square of the grid, 0 (a1) to 8 (c3), rank by rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square(u8);

impl fmt::Display for Square {
    /// `a1` … `c3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.0 % 3) as char, self.0 / 3 + 1)
    }
}

/// Marking a square is the only action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Action(pub Square);

impl fmt::Display for Action {
    /// The square's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Something a mark caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A seat marked a square.
    Marked(Seat, Square),
    /// Three in a row.
    Won(Seat),
    /// A full grid and no line.
    Drawn,
    /// A seat resigned.
    Resigned(Seat),
}

/// A seat's mark as players read it: message `tic-tac-toe-seat-<i>`.
fn seat_name(seat: Seat) -> Msg {
    crate::i18n::seat("tic-tac-toe", seat.index().min(1))
}

impl Localize for Event {
    /// One sentence.
    fn msg(&self) -> Msg {
        match self {
            Event::Marked(seat, square) => {
                msg!(
                    "tic-tac-toe-marked",
                    seat = seat_name(*seat),
                    square = square.to_string()
                )
            }
            Event::Won(seat) => msg!("tic-tac-toe-won", seat = seat_name(*seat)),
            Event::Drawn => msg!("tic-tac-toe-drawn"),
            Event::Resigned(seat) => msg!("tic-tac-toe-resigned", seat = seat_name(*seat)),
        }
    }
}

/// Why a mark is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// The other seat is to act.
    NotYourTurn(Seat),
    /// The square holds a mark already.
    Taken(Square),
}

impl std::error::Error for RuleError {}

impl Localize for RuleError {
    fn msg(&self) -> Msg {
        match self {
            RuleError::GameOver => msg!("tic-tac-toe-game-over"),
            RuleError::NotYourTurn(seat) => msg!("tic-tac-toe-not-your-turn", seat = seat_name(*seat)),
            RuleError::Taken(square) => msg!("tic-tac-toe-taken", square = square.to_string()),
        }
    }
}

/// Why a stored grid is not a tic-tac-toe game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The grid is three by three.
    #[error("a tic-tac-toe grid has nine squares")]
    GridSize,
    /// A square holds `X`, `O` or `.`.
    #[error("{0:?} is not a mark")]
    NotAMark(char),
    /// X moves first and the seats alternate, so X has as many marks as O or one more.
    #[error("X moves first and the seats alternate")]
    Alternation,
}

/// Text that names no square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(String);

impl std::error::Error for ParseError {}

impl Localize for ParseError {
    fn msg(&self) -> Msg {
        msg!("tic-tac-toe-not-a-square", text = self.0.as_str())
    }
}

crate::display_in_english!(Event, RuleError, ParseError);

/// The raw grid, one of `"X"`, `"O"` or `"."` per square, a1 first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The nine squares.
    pub grid: String,
    /// Set when the game ended by resignation or agreement.
    pub ended: Option<Outcome>,
}

/// The public view: the grid by rank (rank 3 first) and the seat to act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Ranks 3, 2, 1, each three of `X`, `O` or `.`.
    pub rows: Vec<String>,
    /// The seat to act, `None` once over.
    pub to_act: Option<Seat>,
    /// The outcome.
    pub outcome: Outcome,
}

/// A game of tic-tac-toe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    grid: [Option<Seat>; 9],
    ended: Option<Outcome>,
}

impl TicTacToe {
    fn marks(&self) -> usize {
        self.grid.iter().flatten().count()
    }

    fn line_of(&self) -> Option<Seat> {
        LINES.iter().find_map(|&[a, b, c]| {
            let seat = self.grid[a]?;
            (self.grid[b] == Some(seat) && self.grid[c] == Some(seat)).then_some(seat)
        })
    }
}

impl Game for TicTacToe {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = ();

    const SPEC: Spec = Spec {
        name: "tic-tac-toe",
        min_seats: 2,
        max_seats: 2,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<(), OptionsError> {
        match text.split_whitespace().next() {
            None => Ok(()),
            Some(word) => Err(OptionsError::unknown(word, Self::SPEC.name, &[])),
        }
    }

    fn new(_options: &(), _players: usize, _rng: &mut dyn Rng) -> TicTacToe {
        TicTacToe {
            grid: [None; 9],
            ended: None,
        }
    }

    fn from_setup(setup: Setup) -> Result<TicTacToe, SetupError> {
        let cells: Vec<char> = setup.grid.chars().collect();
        if cells.len() != 9 {
            return Err(SetupError::GridSize);
        }
        let mut grid = [None; 9];
        for (square, cell) in grid.iter_mut().zip(cells) {
            *square = match cell {
                'X' => Some(Seat::FIRST),
                'O' => Some(Seat::SECOND),
                '.' => None,
                other => return Err(SetupError::NotAMark(other)),
            };
        }
        let game = TicTacToe {
            grid,
            ended: setup.ended,
        };
        let xs = game.grid.iter().filter(|&&s| s == Some(Seat::FIRST)).count();
        if !(xs * 2 == game.marks() || xs * 2 == game.marks() + 1) {
            return Err(SetupError::Alternation);
        }
        Ok(game)
    }

    fn to_setup(&self) -> Setup {
        let grid = self
            .grid
            .iter()
            .map(|s| match s {
                Some(Seat(0)) => 'X',
                Some(_) => 'O',
                None => '.',
            })
            .collect();
        Setup {
            grid,
            ended: self.ended,
        }
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.outcome().is_over()).then_some(Seat((self.marks() % 2) as u8))
    }

    fn prompt(&self) -> crate::i18n::Msg {
        msg!("tic-tac-toe-prompt")
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        if self.to_act() == Some(seat) {
            into.extend(
                (0..9u8)
                    .filter(|&i| self.grid[i as usize].is_none())
                    .map(|i| Action(Square(i))),
            );
        }
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        let bytes = text.trim().to_ascii_lowercase().into_bytes();
        match bytes.as_slice() {
            [file @ b'a'..=b'c', rank @ b'1'..=b'3'] => Ok(Action(Square((rank - b'1') * 3 + (file - b'a')))),
            _ => Err(ParseError(text.trim().chars().take(10).collect())),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        match self.to_act() {
            None => return Err(RuleError::GameOver),
            Some(to_act) if to_act != seat => return Err(RuleError::NotYourTurn(to_act)),
            Some(_) => {}
        }
        let square = action.0;
        if self.grid[square.0 as usize].is_some() {
            return Err(RuleError::Taken(square));
        }
        self.grid[square.0 as usize] = Some(seat);
        let mut events = vec![Event::Marked(seat, square)];
        match self.outcome() {
            Outcome::Won(seat) => events.push(Event::Won(seat)),
            Outcome::Draw => events.push(Event::Drawn),
            Outcome::Ongoing => {}
        }
        Ok(events)
    }

    fn outcome(&self) -> Outcome {
        if let Some(ended) = self.ended {
            return ended;
        }
        match self.line_of() {
            Some(seat) => Outcome::Won(seat),
            None if self.marks() == 9 => Outcome::Draw,
            None => Outcome::Ongoing,
        }
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        self.ended = Some(Outcome::Won(seat.opponent()));
        vec![Event::Resigned(seat)]
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        self.ended = Some(Outcome::Draw);
        vec![Event::Drawn]
    }

    fn view(&self) -> View {
        let setup = self.to_setup();
        let rows = (0..3)
            .rev()
            .map(|rank| setup.grid[rank * 3..rank * 3 + 3].to_string())
            .collect();
        View {
            rows,
            to_act: self.to_act(),
            outcome: self.outcome(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AnyGame, GameKind, SeededRng};

    #[test]
    fn three_in_a_row_wins_through_the_registry() {
        let mut rng = SeededRng::new(1);
        let kind = GameKind::from_name("tic-tac-toe").unwrap();
        let mut game = AnyGame::new(kind, "", 2, &mut rng).unwrap();
        for (seat, square) in [(0, "a1"), (1, "a2"), (0, "b1"), (1, "b2")] {
            game.play(Seat(seat), square, &mut rng).unwrap();
        }
        assert!(game
            .play(Seat(1), "c1", &mut rng)
            .unwrap_err()
            .to_string()
            .contains("X's turn"));
        assert!(game
            .play(Seat(0), "b2", &mut rng)
            .unwrap_err()
            .to_string()
            .contains("taken"));
        let played = game.play(Seat(0), "C1", &mut rng).unwrap();
        assert_eq!(played.notation, "c1");
        assert_eq!(played.events, ["X marked c1.", "X has three in a row and wins."]);
        assert_eq!(game.outcome(), Outcome::Won(Seat(0)));
        assert_eq!(AnyGame::restore(kind, &game.save()).unwrap(), game);
    }
}
