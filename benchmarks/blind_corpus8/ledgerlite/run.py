import os

from ledgerlite import create_app

app = create_app(os.environ.get("LEDGER_CONFIG", "ledgerlite.config.ProductionConfig"))

if __name__ == "__main__":
    app.run(
        host=os.environ.get("LEDGER_HOST", "127.0.0.1"),
        port=int(os.environ.get("LEDGER_PORT", "5000")),
        debug=os.environ.get("FLASK_DEBUG") == "1",
    )
