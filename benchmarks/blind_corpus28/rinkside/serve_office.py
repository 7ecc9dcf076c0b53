"""Started by the rink office PC at opening time (see the duty manager's checklist)."""
from rinkside import create_app

app = create_app("production")

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True)
