### Otázky, když je na desce lekce nebo úloha.

exercise-ask-quit = Skončit s lekcemi a úlohami?
exercise-ask-quit-kept = Co máš hotové, zůstane uložené.
exercise-ask-quit-keys = y skončí, jiná klávesa zůstane.
