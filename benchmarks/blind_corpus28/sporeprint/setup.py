from setuptools import find_packages, setup

setup(
    name="sporeprint",
    version="3.0.4",
    description="Finds, forays and identification requests for the Wealden Mycological Society (Plone add-on)",
    package_dir={"": "src"},
    packages=find_packages("src"),
    install_requires=["Products.CMFPlone", "plone.api", "lxml", "defusedxml", "requests", "python-ldap", "Werkzeug"],
    entry_points={"z3c.autoinclude.plugin": ["target = plone"]},
)
