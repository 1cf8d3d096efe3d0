//! One SSH connection: the door (caps), the login (the invite code as the user name), a
//! single session channel with a pseudo-terminal and a shell, and the guest's game started
//! on it (`screen`), fed the guest's bytes.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use russh::keys::PrivateKey;
use russh::server::{Auth, ChannelOpenHandle, Msg, Session};
use russh::{Channel, ChannelId, ChannelOpenFailure, MethodKind, MethodSet, Pty};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinSet;

use super::guest::{Admission, GUEST_ENV, GUEST_ENV_VALUE, Tty};
use super::input::{GuestEvents, Input, TerminalSize};
use super::invite::{ClaimError, Pass};
use super::limits::Limits;
use super::login::{
    Failure, Login, Shown, ask_for_key, decide, key_id, refused, telling, to_be_told, with_a_key,
};
use super::output::{Backlog, Output};
use super::screen::{CLOSE_GRACE, run_guest, send_screen};
use super::shared::Shared;
use super::typing::{Taken, Typing};
use crate::room::Owner;
use crate::say;
use crate::tui::Handle;

/// Chunks of a guest's typing waiting for their game; more is a flood, and they are dropped.
const INPUT_CHUNKS: usize = 64;

/// Frames waiting for a guest's connection (bytes are capped by [`Limits::output_bytes`]).
const OUTPUT_FRAMES: usize = 64;

/// How long a seat's key waits for the connection it takes the seat from to let go.
const TAKEOVER_WAIT: Duration = Duration::from_secs(3);

/// How long a shutdown waits for the games to end and their guests to be told.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(3);

/// russh's settings for the server.
pub(super) fn config(key: PrivateKey, limits: &Limits) -> russh::server::Config {
    russh::server::Config {
        // The user name is the code; no password is ever asked. A valid code is answered
        // by asking for a client key, so that the seat can belong to the key that took it
        // (`Invites::bind`); a client without one is let in by keyboard-interactive with no
        // prompt at all. A server with a lobby takes the user `lobby` by listed keys only.
        methods: MethodSet::from(
            &[
                MethodKind::None,
                MethodKind::PublicKey,
                MethodKind::KeyboardInteractive,
            ][..],
        ),
        keys: vec![key],
        // A few codes per connection, with the keys a client offers before its own is found;
        // the address's failures are counted across connections.
        max_auth_attempts: 8,
        // A client that stopped answering (its network gone) is cut after its keep-alives
        // go unanswered (a dead guest's seat is free within 15 s, not minutes); one that
        // answers but types nothing is the game's idle time to end.
        keepalive_interval: Some(limits.keepalive.max(Duration::from_millis(100))),
        keepalive_max: super::limits::KEEPALIVES_MISSED,
        inactivity_timeout: Some(limits.idle),
        nodelay: true,
        ..Default::default()
    }
}

/// Accepts connections until `stop` says to stop; then asks every game to end and waits
/// (at most [`SHUTDOWN_GRACE`]) for the connections to close.
pub(super) async fn accept_until_stopped(
    listener: TcpListener,
    config: Arc<russh::server::Config>,
    shared: Arc<Shared>,
    mut stop: watch::Receiver<Option<i32>>,
) {
    let mut connections = JoinSet::new();
    let signal = loop {
        tokio::select! {
            changed = stop.changed() => {
                let signal = *stop.borrow_and_update();
                match (changed, signal) {
                    (Ok(()), None) => continue,
                    (Ok(()), Some(n)) => break n,
                    (Err(_), _) => break 15,
                }
            }
            accepted = listener.accept() => {
                let Ok((socket, peer)) = accepted else {
                    // Out of descriptors and the like: wait a little rather than spin.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                };
                // Finished connections are reaped as others come.
                while connections.try_join_next().is_some() {}
                let Ok(admitted) = shared.gate.enter(peer.ip()) else {
                    // Refused at the door: closed before a byte is read or sent.
                    drop(socket);
                    continue;
                };
                let config = Arc::clone(&config);
                let shared = Arc::clone(&shared);
                let stop = stop.clone();
                connections.spawn(async move {
                    serve_connection(socket, peer, config, shared, stop).await;
                    drop(admitted);
                });
            }
        }
    };
    shared.stopping.store(true, Ordering::Relaxed);
    for (_, handle) in shared.games.lock().iter() {
        handle.stop(signal);
    }
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, async {
        while connections.join_next().await.is_some() {}
        // The connections are closed; the games' threads finish their saves.
        while !shared.games.is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
}

/// What the connection's task and its handler share.
#[derive(Debug, Default)]
struct Link {
    /// Cut the connection now (a guest too slow to read, or flooding); end its game first
    /// when its seat's key takes the seat on another connection.
    holder: super::shared::Holder,
    /// A guest's game started.
    playing: AtomicBool,
}

/// Runs one connection until the client leaves, it is cut, or the server stops.
async fn serve_connection(
    socket: tokio::net::TcpStream,
    peer: SocketAddr,
    config: Arc<russh::server::Config>,
    shared: Arc<Shared>,
    mut stop: watch::Receiver<Option<i32>>,
) {
    // russh runs the session on a task of its own, which dropping it does not stop, and
    // its own disconnect waits behind the data a stalled client has not taken: the
    // connection is cut by shutting its socket down, through a second handle to it.
    let Some((socket, cutter)) = socket
        .into_std()
        .and_then(|std| Ok((std.try_clone()?, std)))
        .ok()
        .and_then(|(cutter, std)| Some((tokio::net::TcpStream::from_std(std).ok()?, cutter)))
    else {
        return;
    };
    let cut = || {
        let _ = cutter.shutdown(std::net::Shutdown::Both);
    };
    let link = Arc::new(Link::default());
    let grace = shared.limits.login_grace;
    let handler = Connection::new(peer, shared, Arc::clone(&link));
    let session =
        match tokio::time::timeout(grace, russh::server::run_stream(config, socket, handler)).await
        {
            Ok(Ok(session)) => session,
            _ => return cut(),
        };
    tokio::pin!(session);
    let login = tokio::time::sleep(grace);
    tokio::pin!(login);
    let mut stopping = false;
    let mut logged_in = false;
    loop {
        tokio::select! {
            _ = &mut session => return,
            () = link.holder.kill.notified() => break,
            // A condition is read when the select starts, and nothing else may end it before
            // the grace is over: whether the game started is looked at when it is. (Read
            // only as the select began, it cut every guest 30 s into their game.)
            () = &mut login, if !logged_in => {
                if !link.playing.load(Ordering::Relaxed) {
                    break;
                }
                logged_in = true;
            }
            _ = stop.changed(), if !stopping => {
                // A game ends by its handle (the accept loop stops them all) and closes its
                // channel itself; a connection without one just goes.
                if !link.playing.load(Ordering::Relaxed) {
                    break;
                }
                stopping = true;
            }
        }
    }
    cut();
    // The session's task sees its socket gone and ends, dropping the handler (and with it
    // the game's input, which ends the game).
    let _ = tokio::time::timeout(CLOSE_GRACE, session).await;
}

/// What the client asked for its terminal.
#[derive(Debug)]
struct PtyRequest {
    term: String,
    columns: u32,
    rows: u32,
}

/// The russh handler of one connection.
struct Connection {
    peer: SocketAddr,
    shared: Arc<Shared>,
    link: Arc<Link>,
    /// The invite the guest logged in with.
    pass: Option<Pass>,
    /// The client key they logged in with, if any (its fingerprint).
    key: Option<String>,
    /// The listed key the lobby's member logged in with.
    member: Option<(Owner, String)>,
    /// The one session channel.
    channel: Option<ChannelId>,
    pty: Option<PtyRequest>,
    /// To the guest's game, once it runs.
    /// To the guest's game, once it runs: the one strong handle (the game's [`Waker`] holds
    /// a weak one), so dropping it tells the game the guest has gone.
    ///
    /// [`Waker`]: super::input::Waker
    input: Option<Arc<super::input::InputSender>>,
    typing: Typing,
    /// The variables of the guest's environment the server reads ([`GUEST_ENV`]).
    env: Vec<(String, String)>,
    /// The guest asked for plain mode (their user name ended `.plain`).
    plain: bool,
    /// The user name whose failure was last counted: the steps of one try (`none`, then
    /// keyboard-interactive) count once.
    counted: Option<String>,
}

impl Connection {
    fn new(peer: SocketAddr, shared: Arc<Shared>, link: Arc<Link>) -> Connection {
        let typing = Typing::new(&shared.limits, Instant::now());
        Connection {
            peer,
            shared,
            link,
            pass: None,
            key: None,
            member: None,
            channel: None,
            pty: None,
            input: None,
            typing,
            env: Vec::new(),
            plain: false,
            counted: None,
        }
    }

    /// One step of the login: [`decide`]'s answer for `user` showing `shown`, carried out
    /// (a failure counted, who came in remembered), unless the address has failed too often.
    fn login(&mut self, user: &str, shown: Shown<'_>) -> Auth {
        // A try already counted (its `none` step) is told its own failure, not the
        // lockout that it may itself have brought about.
        let counted = self.counted.as_deref() == Some(user);
        if !counted
            && let Some(wait) = self.shared.gate.locked(self.peer.ip(), Instant::now())
            && !self.is_seated_key(user, shown)
        {
            // Not counted: a refused try is no guess. The client may still show its keys
            // (a seat's own key is never locked out), then is told why.
            return match shown {
                Shown::NoKey => {
                    let seconds = wait.as_secs().max(1);
                    super::log::locked_out(self.peer, seconds);
                    telling(say!(
                        self.shared.default_lang,
                        "serving-too-many-failures",
                        seconds = seconds
                    ))
                }
                _ => Auth::Reject {
                    proceed_with_methods: Some(MethodSet::from(
                        &[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..],
                    )),
                    partial_success: false,
                },
            };
        }
        // `CODE.plain`: the game in plain mode (see super::plain).
        let (user, plain) = super::plain::user(user);
        self.plain = plain;
        match decide(&self.shared.invites, self.shared.keys.as_ref(), user, shown) {
            Login::Failed(why) => {
                if self.counted.as_deref() != Some(user) {
                    self.counted = Some(user.chars().take(64).collect());
                    super::log::login_failed(self.peer, why.as_str());
                    self.fail();
                }
                match shown {
                    Shown::NoKey => telling(self.failure_text(why)),
                    _ => to_be_told(),
                }
            }
            Login::AskForKey => ask_for_key(),
            Login::WithAKey => with_a_key(),
            Login::Sign => Auth::Accept,
            Login::Member(owner, name) => {
                self.member = Some((owner, name));
                Auth::Accept
            }
            Login::Guest(pass, key) => {
                self.pass = Some(pass);
                self.key = key;
                Auth::Accept
            }
        }
    }

    /// Whether `shown` is a key that holds a seat here: bound to the seat of the code
    /// `user`, or listed for the lobby. Failed logins from its address never keep it out.
    fn is_seated_key(&self, user: &str, shown: Shown<'_>) -> bool {
        let (Shown::Offered(key) | Shown::Proven(key)) = shown else {
            return false;
        };
        if let Some(keys) = &self.shared.keys
            && user == super::keys::LOBBY_USER
        {
            return keys.find(key).is_some();
        }
        self.shared
            .invites
            .check(user)
            .is_some_and(|pass| self.shared.invites.is_bound_to(&pass, &key_id(key)))
    }

    /// Why the login failed, in the server's language (the guest's own is not known
    /// before they are in).
    fn failure_text(&self, why: Failure) -> String {
        let lang = &self.shared.default_lang;
        lang.get(match why {
            Failure::NoSuchCode => "serving-no-such-code",
            Failure::OtherKey => "serving-other-key",
            Failure::NotListed => "serving-not-listed",
        })
    }

    /// The language the guest's `ssh` asked for (`LANG`, `LC_*`), or the server's.
    fn guest_lang(&self) -> crate::lang::Lang {
        Tty::of_guest(
            "",
            &self.env,
            &self.shared.catalog,
            &self.shared.default_lang,
        )
        .lang
    }

    /// Why a valid code did not give its seat, in the guest's language.
    fn claim_refusal(&self, why: ClaimError) -> String {
        let lang = self.guest_lang();
        match why {
            // A dead connection is found after its silence and two unanswered asks.
            ClaimError::Taken => crate::say!(
                lang,
                "serving-seat-taken",
                seconds = self.shared.limits.keepalive.as_secs() * 3
            ),
            ClaimError::Revoked => lang.get("serving-code-revoked"),
            ClaimError::OtherKey => lang.get("serving-other-key"),
        }
    }

    /// A failed login: counted against the address.
    fn fail(&self) -> Auth {
        self.shared.gate.failed(self.peer.ip(), Instant::now());
        refused()
    }

    /// Says `text` on the channel's standard error and closes it with exit status 1.
    fn refuse_shell(
        &self,
        channel: ChannelId,
        text: &str,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        session.channel_success(channel)?;
        let lines = super::screen::in_lines(text);
        session.extended_data(channel, 1, lines.into_bytes())?;
        session.exit_status_request(channel, 1)?;
        session.eof(channel)?;
        session.close(channel)
    }

    /// Starts the guest's game on a thread of its own, with a task sending its frames.
    fn start_game(
        &mut self,
        channel: ChannelId,
        admission: Admission,
        pty: PtyRequest,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        let size = Arc::new(TerminalSize::new(pty.columns, pty.rows));
        let (input, typed) = super::input::input_queue(INPUT_CHUNKS);
        let (frames, to_send) = mpsc::channel(OUTPUT_FRAMES);
        let (status, exit_status) = oneshot::channel();
        let backlog = Backlog::new(
            self.shared.limits.output_bytes,
            Arc::clone(&self.link.holder.kill),
        );
        let (mut events, waker) =
            GuestEvents::new(typed, &input, Arc::clone(&size), self.shared.limits.idle);
        events.flooded_when(self.typing.flag());
        let output = Output::new(frames, Arc::clone(&backlog));
        let handle = Handle::default();
        let game = self.shared.games.add(handle.clone());
        *self
            .link
            .holder
            .game
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = Some(handle.clone());
        let taken_over = Arc::clone(&self.link.holder.taken_over);
        let shared = Arc::clone(&self.shared);
        let mut tty = Tty::of_guest(
            &pty.term,
            &self.env,
            &self.shared.catalog,
            &self.shared.default_lang,
        );
        tty.plain |= self.plain;
        let peer = self.peer;
        let spawned = std::thread::Builder::new()
            .name("hive-guest".into())
            .spawn(move || {
                let known = shared.known(&admission);
                let member = known.as_ref().and_then(|k| k.logged(&admission));
                super::log::joined(peer, &admission, member);
                let code = run_guest(
                    &shared,
                    output,
                    size,
                    events,
                    waker,
                    &handle,
                    (&admission, &taken_over),
                    tty,
                    peer,
                );
                let _ = status.send(code);
                shared.games.remove(game);
            });
        if spawned.is_err() {
            self.shared.games.remove(game);
            let text = self.guest_lang().get("serving-cannot-start");
            return self.refuse_shell(channel, &text, session);
        }
        self.input = Some(input);
        self.link.playing.store(true, Ordering::Relaxed);
        session.channel_success(channel)?;
        tokio::spawn(send_screen(
            session.handle(),
            channel,
            to_send,
            backlog,
            exit_status,
            Arc::clone(&self.link.holder.kill),
        ));
        Ok(())
    }
}

impl russh::server::Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        Ok(self.login(user, Shown::Nothing))
    }

    async fn auth_password(&mut self, _: &str, _: &str) -> Result<Auth, Self::Error> {
        super::log::login_failed(self.peer, "a password (none is ever asked)");
        Ok(self.fail())
    }

    /// Whether the key is worth signing with; the login is its signature, checked next.
    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        key: &russh::keys::PublicKey,
    ) -> Result<Auth, Self::Error> {
        Ok(self.login(user, Shown::Offered(key)))
    }

    /// The client has proved it holds `key` (russh checked its signature).
    async fn auth_publickey(
        &mut self,
        user: &str,
        key: &russh::keys::PublicKey,
    ) -> Result<Auth, Self::Error> {
        Ok(self.login(user, Shown::Proven(key)))
    }

    /// A client without a key (or whose keys are not the seat's): in, without a prompt,
    /// while the seat is bound to no key.
    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _: &str,
        response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        // The only request that asks anything is one that told why the login failed: its
        // (empty) answer ends the login.
        if response.is_some() {
            return Ok(refused());
        }
        Ok(self.login(user, Shown::NoKey))
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel.is_some() || (self.pass.is_none() && self.member.is_none()) {
            reply
                .reject(ChannelOpenFailure::AdministrativelyProhibited)
                .await;
            return Ok(());
        }
        // Its messages come to this handler; the channel object itself, unread, would only
        // fill up and stall the connection.
        self.channel = Some(channel.id());
        drop(channel);
        reply.accept().await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        _: &str,
        _: u32,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        columns: u32,
        rows: u32,
        _: u32,
        _: u32,
        _: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) || self.input.is_some() {
            return session.channel_failure(channel);
        }
        self.pty = Some(PtyRequest {
            // A terminal type is a short word; anything else is cut (it is only looked at).
            term: term.chars().take(64).collect(),
            columns,
            rows,
        });
        session.channel_success(channel)
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        columns: u32,
        rows: u32,
        _: u32,
        _: u32,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) {
            return Ok(());
        }
        if let Some(input) = &self.input {
            // A full queue drops the resize: the next one says the same.
            let _ = input.try_send(Input::Resize(columns, rows));
        } else if let Some(pty) = &mut self.pty {
            pty.columns = columns;
            pty.rows = rows;
        }
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) || self.input.is_some() {
            return session.channel_failure(channel);
        }
        if self.pass.is_none() && self.member.is_none() {
            return session.channel_failure(channel);
        }
        let Some(pty) = self.pty.take() else {
            let text = self.guest_lang().get("serving-needs-terminal");
            return self.refuse_shell(channel, &text, session);
        };
        if self.shared.stopping.load(Ordering::Relaxed) {
            let text = self.guest_lang().get("serving-shutting-down");
            return self.refuse_shell(channel, &text, session);
        }
        if let Some((owner, name)) = self.member.clone() {
            return self.start_game(channel, Admission::Key { owner, name }, pty, session);
        }
        let Some(pass) = self.pass.clone() else {
            return session.channel_failure(channel);
        };
        // The seat is bound to the key that first takes it (checked again here: two
        // clients with different keys may have logged in before either took it).
        let take = || {
            self.shared.invites.take(&pass).and_then(|seat| {
                self.shared.invites.bind(&pass, self.key.as_deref())?;
                Ok(seat)
            })
        };
        let mut taken = take();
        // The seat's own key takes it back at once from a connection that holds it (one
        // whose network died, not yet found dead): that one is closed. A seat taken by
        // code alone waits for its keep-alives, so a code cannot kick a live player out.
        if let (Err(ClaimError::Taken), Some(key)) = (&taken, self.key.as_deref())
            && self.shared.invites.is_bound_to(&pass, key)
        {
            let old = self.shared.holders.lock().get(&pass.id).cloned();
            if let Some(old) = old {
                old.take_over(CLOSE_GRACE);
            }
            let until = Instant::now() + TAKEOVER_WAIT;
            while matches!(taken, Err(ClaimError::Taken)) && Instant::now() < until {
                tokio::time::sleep(Duration::from_millis(20)).await;
                taken = take();
            }
        }
        match taken {
            Ok(seat) => {
                // Who holds the seat now, for its key to close if it comes back.
                self.shared
                    .holders
                    .lock()
                    .insert(pass.id, self.link.holder.clone());
                self.start_game(channel, Admission::Code(seat), pty, session)
            }
            Err(why) => {
                let text = self.claim_refusal(why);
                self.refuse_shell(channel, &text, session)
            }
        }
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // Only the few variables the game reads, of bounded size, before the game starts;
        // anything else is refused (OpenSSH goes on without it). A variable sent again
        // replaces the first, as OpenSSH's own server does: Debian's ssh sends its `LANG`
        // (SendEnv) before the one a guest sets on the command line (SetEnv).
        let known = GUEST_ENV.contains(&name);
        let fits = value.len() <= GUEST_ENV_VALUE;
        if self.channel != Some(channel) || self.input.is_some() || !known || !fits {
            return session.channel_failure(channel);
        }
        self.env.retain(|(n, _)| n != name);
        self.env.push((name.to_string(), value.to_string()));
        session.channel_success(channel)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _: bool,
        _: &str,
        _: &str,
        _: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn agent_request(&mut self, _: ChannelId, _: &mut Session) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _: &str,
        _: &mut u32,
        _: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn streamlocal_forward(&mut self, _: &str, _: &mut Session) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel == Some(channel) {
            // The guest closed their terminal: their game ends (saved) as if they had left.
            self.input = None;
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel != Some(channel) {
            return Ok(());
        }
        // More at once than anyone types (a long paste, a flood): dropped, and the game
        // ends saying why, the guest's terminal put back (`typing`).
        let now = Instant::now();
        let taken = match self.typing.take(data.len(), &self.shared.limits, now) {
            Taken::Pass => match &self.input {
                Some(input) => match input.try_send(Input::Bytes(data.to_vec())) {
                    // The game is not keeping up with the guest's typing: a flood too.
                    Err(std::sync::mpsc::TrySendError::Full(_)) => self.typing.flood(now),
                    _ => Taken::Pass,
                },
                None => Taken::Pass,
            },
            other => other,
        };
        match (taken, &self.input) {
            (Taken::Flooded, Some(input)) => {
                // Woken to read the flag (a full queue wakes it all the same).
                let _ = input.try_send(Input::Wake);
            }
            (Taken::Cut, _) => self.link.holder.kill.notify_one(),
            _ => {}
        }
        Ok(())
    }
}
