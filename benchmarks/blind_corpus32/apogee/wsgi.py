import os

from apogee import create_app

app = create_app(os.environ.get("APOGEE_CONFIG", "production"))

if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5050, debug=os.environ.get("APOGEE_DEBUG") == "1")
