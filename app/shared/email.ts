/** The spec's send check, shared by every form and the server: non-space, @, non-space, a dot, non-space. */
export const emailPattern = /^\S+@\S+\.\S+$/;
