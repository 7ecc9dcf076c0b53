# Shared by the Python 2 CGI scripts; keep this file 2/3 compatible.
import os

DB_HOST = os.environ.get("HOLLOW_DB_HOST", "db.intra")
DB_NAME = "hollow"
LOG_DIR = "/var/log/hollow"
HEALTH_URL = "http://127.0.0.1:8080/health"


def html_header(title):
    return "Content-Type: text/html; charset=utf-8\r\n\r\n<html><head><title>%s</title></head><body>" % title
