# Site plugins live here; each module exposes register(app).
