"""Flask views for listing pages."""
from flask import Flask, redirect, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


@app.route('/listing/inspect', methods=['POST'])
def inspect_listing():
    return_to = request.headers.get('X-RETURN_TO', '')
    return_to = return_to.strip()
    return redirect(return_to)
