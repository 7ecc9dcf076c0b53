"""Production entrypoint; the systemd unit `harborlog.service` execs this file."""
from harborlog import create_app

app = create_app("harborlog.config.ProductionConfig")

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, debug=True)
