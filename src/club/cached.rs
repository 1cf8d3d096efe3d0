//! The club's questions to its database, each statement kept prepared.

use rusqlite::Connection;

/// `Connection::query_row` with the statement kept prepared: a server's lobby asks the
/// same few questions for every member there, and parsing each anew showed in its profile.
pub(crate) trait CachedRow {
    /// The first row `sql` gives with `params`, made into a `T` by `f`.
    fn cached_row<T, P, F>(&self, sql: &str, params: P, f: F) -> rusqlite::Result<T>
    where
        P: rusqlite::Params,
        F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>;
}

impl CachedRow for Connection {
    fn cached_row<T, P, F>(&self, sql: &str, params: P, f: F) -> rusqlite::Result<T>
    where
        P: rusqlite::Params,
        F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    {
        self.prepare_cached(sql)?.query_row(params, f)
    }
}
