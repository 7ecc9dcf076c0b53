from setuptools import find_packages, setup

setup(
    name="parish_portal",
    version="1.4.2",
    packages=find_packages(),
    install_requires=["pyramid", "pyramid_jinja2", "psycopg2-binary", "lxml", "requests", "bcrypt", "waitress"],
    entry_points={
        "paste.app_factory": ["main = parish_portal:main"],
        "console_scripts": ["initialize_parish_db = parish_portal.scripts.initialize_db:main"],
    },
)
