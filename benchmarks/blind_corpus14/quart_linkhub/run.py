"""Container entry point (see Dockerfile: CMD ["python", "run.py"])."""
import os

from linkhub import create_app

app = create_app(os.environ.get("LINKHUB_ENV", "production"))

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "8080")), debug=True)
