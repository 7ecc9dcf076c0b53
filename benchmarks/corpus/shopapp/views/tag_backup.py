"""Flask views for backup pages."""
import secrets
from flask import Flask, make_response, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


@app.route('/backup/tag', methods=['POST'])
def tag_backup():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('auth', token)
    return response
