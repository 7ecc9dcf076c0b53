"""mailbottle - newsletter signup, archive and tracking."""
