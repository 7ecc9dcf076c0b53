"""Background jobs for the subtitle conversion service.

The public web front-end accepts subtitle uploads and enqueues work here;
everything in a job payload originates from the uploading user.
"""
