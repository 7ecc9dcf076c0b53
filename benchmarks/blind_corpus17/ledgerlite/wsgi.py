import os

from ledgerlite import create_app
from ledgerlite.cli import init_cli

app = create_app()
init_cli(app)

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "5000")), debug=True)
