import os

from shop import create_app

app = create_app(os.environ.get("SHOP_CONFIG", "production"))

if __name__ == "__main__":
    # local convenience entry point; gunicorn imports `app` directly
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "5000")), debug=True)
