import os

from notes.views import app

app.config["notes.cookie_secret"] = os.environ.get("NOTES_COOKIE_SECRET")

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, debug=True, reloader=True)
