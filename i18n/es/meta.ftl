### El idioma.

# El nombre del idioma en el propio idioma.
language-name = Español
