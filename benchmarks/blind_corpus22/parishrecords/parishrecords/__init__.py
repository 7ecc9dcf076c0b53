"""Parish register transcriptions: WSGI front end plus legacy CGI tools."""
