"""Runs the club app on the salle laptop used at club nights and open competitions."""
from riposte import create_app

app = create_app("production")

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, debug=True)
