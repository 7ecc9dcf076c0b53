"""Oldmill: flour-mill order desk.  Bottle front-end plus surviving CGI scripts."""
