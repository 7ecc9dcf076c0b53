"""Entry point used by the Procfile and by developers."""
import os

from ledgerly import create_app

app = create_app(os.environ.get("LEDGERLY_CONFIG", "ledgerly.config.ProductionConfig"))

if __name__ == "__main__":
    port = int(os.environ.get("PORT", "5000"))
    app.run(host="0.0.0.0", port=port, debug=True)
