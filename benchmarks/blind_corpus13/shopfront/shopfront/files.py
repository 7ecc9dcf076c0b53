import os

from flask import current_app, send_from_directory


def save_upload(filename, data):
    os.makedirs(current_app.config["UPLOAD_DIR"], exist_ok=True)
    with open(os.path.join(current_app.config["UPLOAD_DIR"], os.path.basename(filename)), "wb") as fh:
        fh.write(data)


def serve_upload(filename):
    return send_from_directory(current_app.config["UPLOAD_DIR"], filename)


def invoice_path(name):
    # invoices are stored as <year>/<number>.pdf
    return os.path.join(current_app.config["INVOICE_DIR"], name)
