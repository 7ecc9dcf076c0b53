from flask import current_app

from shopfront.utils.http import post_with_retry


def send_reset_email(address, link):
    body = {
        "to": address,
        "template": "password-reset",
        "variables": {"link": link},
    }
    post_with_retry(current_app.config["MAIL_API_URL"], body)
