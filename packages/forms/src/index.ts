// The form toolkit (spec 001 sections 2 to 5) is built by the forms issue.
export {};
