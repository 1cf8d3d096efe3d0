### Собственные настройки члена клуба в лобби.

member-key-language = F2 язык (запомнится до следующих визитов)
# The lobby's list page: F2 changes the language (the member's page says it is kept).
lobby-key-language = F2 язык
