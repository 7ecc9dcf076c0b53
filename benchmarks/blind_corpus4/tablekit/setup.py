from setuptools import find_packages, setup

setup(
    name="tablekit",
    version="1.7.2",
    description="Small helpers for moving tabular data between SQL, files, XML, LDAP and HTML.",
    packages=find_packages(exclude=["tests"]),
    install_requires=["lxml", "requests", "PyYAML"],
    extras_require={"ldap": ["python-ldap"]},
    python_requires=">=3.8",
)
