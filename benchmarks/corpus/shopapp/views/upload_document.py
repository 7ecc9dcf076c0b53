"""Flask views for document pages."""
import logging
import secrets
from flask import Flask, make_response, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@app.route('/document/upload', methods=['POST'])
def upload_document():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('sid', token)
    return response
