"""Nightly survey report builder.

Input: the CSV/XML exports that the survey vendor drops on our SFTP share each night.
Those files contain free-text answers typed by members of the public.
Output: an HTML report published on the intranet and mailed to the product team.
"""
