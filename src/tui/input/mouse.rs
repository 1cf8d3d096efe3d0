//! The mouse table: what a click does where it lands, in which modes. The input handler
//! reads it and the help page prints it, as the key tables in [`crate::tui::input::keys`].

/// What a left click can land on (the kinds of [`crate::tui::layout::Target`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Spot {
    /// A bug entry of a hand.
    Hand,
    /// A cell of the board.
    Board,
    /// A row of the move list.
    MoveList,
    /// A row of the games screen's list.
    GameRow,
}

/// The modes a click acts in (in the others it does nothing).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Scene {
    /// Playing.
    Play,
    /// Reviewing the game.
    Review,
    /// The games screen.
    Games,
}

/// What a click asks of the game screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Take the bug clicked from the hand, as its letter key does.
    Take,
    /// Put the cursor on the cell clicked and pick up or drop there, as Enter does.
    Pick,
    /// Put the cursor on the cell clicked and say what its stack holds.
    Inspect,
    /// Review the game at the ply clicked.
    ReviewAt,
    /// Choose the game clicked (Enter then opens it).
    Choose,
}

/// One line of the mouse table: where a click lands, in which modes, what it asks, and how
/// the help page writes it.
#[derive(Debug)]
pub(crate) struct MouseBinding {
    /// What the click lands on.
    pub spot: Spot,
    /// The modes it acts in.
    pub scenes: &'static [Scene],
    /// What it asks.
    pub click: Click,
    /// How the help page names it.
    pub label: &'static str,
    /// What the help page says it does.
    pub help: &'static str,
}

/// What the mouse does (clicks are found in the record of where the last frame drew
/// things, so they land on what the player saw).
pub(crate) const MOUSE: &[MouseBinding] = &[
    MouseBinding {
        spot: Spot::Hand,
        scenes: &[Scene::Play],
        click: Click::Take,
        label: "key-mouse-click-bug",
        help: "key-mouse-your-hand-take-like",
    },
    MouseBinding {
        spot: Spot::Board,
        scenes: &[Scene::Play],
        click: Click::Pick,
        label: "key-mouse-click-piece",
        help: "key-mouse-pick-up-click-highlighted",
    },
    MouseBinding {
        spot: Spot::MoveList,
        scenes: &[Scene::Play, Scene::Review],
        click: Click::ReviewAt,
        label: "key-mouse-click-move",
        help: "key-mouse-move-list-review-game",
    },
    MouseBinding {
        spot: Spot::Board,
        scenes: &[Scene::Review],
        click: Click::Inspect,
        label: "key-mouse-click-stack",
        help: "key-mouse-review-show-what-holds",
    },
    MouseBinding {
        spot: Spot::GameRow,
        scenes: &[Scene::Games],
        click: Click::Choose,
        label: "key-mouse-click-game",
        help: "key-mouse-games-screen-o-choose",
    },
];

/// What a click on `spot` asks in `scene`, if anything.
pub(crate) fn click_for(spot: Spot, scene: Scene) -> Option<Click> {
    MOUSE
        .iter()
        .find(|b| b.spot == spot && b.scenes.contains(&scene))
        .map(|b| b.click)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_spot_does_one_thing_per_mode() {
        for spot in [Spot::Hand, Spot::Board, Spot::MoveList, Spot::GameRow] {
            for scene in [Scene::Play, Scene::Review, Scene::Games] {
                let rows = MOUSE
                    .iter()
                    .filter(|b| b.spot == spot && b.scenes.contains(&scene))
                    .count();
                assert!(rows <= 1, "{spot:?} in {scene:?} bound {rows} times");
            }
        }
    }
}
