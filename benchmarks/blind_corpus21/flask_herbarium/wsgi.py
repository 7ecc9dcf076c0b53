"""Entry point used by gunicorn and by developers running the app locally."""
import os

from herbarium import create_app

app = create_app(os.environ.get("HERBARIUM_CONFIG", "herbarium.config.ProductionConfig"))


if __name__ == "__main__":
    # handy for the curators' laptops; the reverse proxy never uses this path
    app.run(host="0.0.0.0", port=5050, debug=True)
